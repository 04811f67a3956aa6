/**
 * The home page's sections that load after the first render (doc 1 §4), in one chunk of their
 * own: HomeView imports this module lazily, so none of it weighs on the first render.
 */
export { BelowTheFold } from './BelowTheFold';
export { MembershipWidget } from './MembershipWidget';
export { Showcase } from './Showcase';
export { Testimonial } from './Testimonial';
