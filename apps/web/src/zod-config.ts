import { config } from 'zod';

// Under the strict Content-Security-Policy (no eval) zod must not probe for `new Function`: the probe is caught, but
// the browser still reports it as a policy violation. This module is the entry's first import, so the setting is in
// place before any other module builds a schema (the contracts build some when they load).
config({ jitless: true });
