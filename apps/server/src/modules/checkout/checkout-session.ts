/** How checkout finds the visitor's session id: the session module's `readSession` in the app. */
import type { FastifyRequest } from 'fastify';

export type SessionResolver = (request: FastifyRequest) => Promise<string | null>;
