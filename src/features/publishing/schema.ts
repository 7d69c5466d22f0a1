// Contracts of publishing: what the back office shows about catalogue edits going live (GET /api/admin/publish).

export interface PublishingStatus {
  /** When the live site was last deployed, if known. */
  lastPublishedAt: string | null;
  /** Catalogue edits not yet live. */
  pending: boolean;
  /** A build was requested after the last edit and has not been deployed yet. */
  building: boolean;
  /** Whether this site rebuilds itself (a build hook is configured). */
  automatic: boolean;
}
