// Being built: until this screen lands, its route shows the section frame.
export { ComingSoonScreen as LogoutScreen } from '../shell/ComingSoonScreen';
