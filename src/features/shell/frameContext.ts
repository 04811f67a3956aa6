import { createContext, useContext } from 'react';

/** One page of a section's navigation. */
export interface FrameLink {
  label: string;
  /** Built by the app shell from the route name (linkTo); never written by hand. */
  href: string;
  /** The page shown now (or the page it is a variant or step of). */
  current: boolean;
}

export interface FrameSection {
  label: string;
  links: readonly FrameLink[];
}

/** What the app shell knows about the route being shown, for the frame of a page. */
export interface Frame {
  /** The route title, its placeholders filled ('The ahrefs Alternative'). */
  title: string;
  /** What the page shows, from the route metadata. */
  description: string;
  /** The page takes a search query (?query=): the route has a sectionName. */
  searchable: boolean;
  /** The section the page belongs to, with its pages; none for pages outside a section. */
  section?: FrameSection;
  /** The home page link offered as the way on; none on the home page itself. */
  homeHref?: string;
}

/**
 * Provided by the app shell (src/app/Shell.tsx) for the current route. Features read it through
 * `useFrame`, so they never import the route table of src/app.
 */
export const FrameContext = createContext<Frame | null>(null);

export function useFrame(): Frame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('useFrame: no FrameContext. Render the screen inside the app Shell (or provide one).');
  return frame;
}
