import serverPackage from '../package.json' with { type: 'json' };

/** The server's version. Imported, not read from disk at start: the compiled server is one file and carries it. */
export const version: string = serverPackage.version;
