// How long a new admin's password must be: in a module without zod, so the sign-in page's island can say it without
// loading the schemas (src/features/auth/schema.ts enforces it on the server, as npm run admin:create does).
export const PASSWORD_MIN = 12;
