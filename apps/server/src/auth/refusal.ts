/**
 * A refusal in words from the auth layer, which may not import plugins/ (docs/architecture.md, Import direction):
 * it carries its status like a Fastify error, and the error handler answers `{ error: message }` with it.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409 | 410 | 429,
    message: string,
  ) {
    super(message);
  }
}
