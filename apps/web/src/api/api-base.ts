/** Every API path is relative to this base: the server serves the API and the app on the same origin. */
export const API_BASE = '/api';
