// Contracts of publishing: what the back office shows about edits going live (GET /api/admin/publish, and the answer
// of Publish now: POST /api/admin/publish).

/** The parts of the site whose edits reach the prebuilt pages only through a new build. */
export const sitePart = ['catalogue', 'rate', 'pricing', 'settings'] as const;
export type SitePart = (typeof sitePart)[number];

export interface PublishingStatus {
  /** When the live site was last deployed, if known. */
  lastPublishedAt: string | null;
  /** Edits not yet live. */
  pending: boolean;
  /** Which parts of the site those edits touched, in sitePart's order. */
  waiting: SitePart[];
  /** A build was requested after the last edit and has not been deployed yet. */
  building: boolean;
  /** When the last build was requested (by the scheduled run or Publish now), if ever. */
  buildRequestedAt: string | null;
  /** Whether this site rebuilds itself (a build hook is configured). */
  automatic: boolean;
}
