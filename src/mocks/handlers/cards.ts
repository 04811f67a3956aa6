/** Card type from the number prefix, via the shared helper in src/lib; undefined when unknown. */
import { getCardType } from '../../lib/cardType';
import type { Schemas } from '../spec';

export function cardTypeOf(number: string): Schemas['CreditCardType'] | undefined {
  const type = getCardType(number);
  return type === 'Unknown' ? undefined : type;
}
