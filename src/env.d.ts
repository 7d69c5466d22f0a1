declare namespace App {
  interface Locals {
    /** The business's details for this page (src/middleware.ts). */
    business: import('./features/settings/schema.ts').Settings;
  }
}

/** A browser script's own address, built on its own (src/build/script-url.ts). */
declare module '*?script-url' {
  const url: string;
  export default url;
}
