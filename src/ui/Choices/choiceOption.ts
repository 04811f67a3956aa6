/** One choice of a CheckboxGroup or RadioGroup: the value it stands for and the text it shows. */
export interface ChoiceOption<Value extends string = string> {
  value: Value;
  label: string;
}
