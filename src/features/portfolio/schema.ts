// The furniture portfolio as the public site shows it.
export interface PortfolioItem {
  id: string;
  name: string;
  coverUrl: string;
  /** The same as coverUrl: the public view's name for it (SPEC §3). */
  imageUrl: string;
  albumUrls: string[];
}
