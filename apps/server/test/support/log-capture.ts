import { Writable } from 'node:stream';

/** A stream the app logs into (`createTestApp({}, { log: capture.stream })`), and what it has written so far. */
export function logCapture(): { stream: Writable; text: () => string; clear: () => void } {
  let logged = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  return {
    stream,
    text: () => logged,
    clear: () => {
      logged = '';
    },
  };
}
