declare namespace App {
  interface Locals {
    /** The business's details for this page (src/middleware.ts). */
    business: import('./features/settings/schema.ts').Settings;
  }
}
