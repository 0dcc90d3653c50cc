/**
 * What the generated OpenAPI document says of each area (tag) and which named schemas it keeps (decision 139). Pure
 * helpers, used by plugins/openapi.ts after the document is made.
 */

/** One sentence per area (the first path segment, openapi-document.ts `areaOf`): what a client finds there. */
export const areaDescriptions: Record<string, string> = {
  account: "The signed-in person's own account: profile, password, email, language, devices and preferences.",
  admin: "Admins' data-rights tools: a person's or a player's data exported or erased.",
  'api-keys': 'Long-lived keys a club tool (the website, a league tool) uses instead of a person signing in.',
  answers: 'Families answering an availability request from the link in its email.',
  audit: 'The audit log: every change, who made it, and the record before and after.',
  auth: 'Signing in and out, and an admin acting as another user (impersonation).',
  availability: "Players' availability for matches and trainings, as families and coaches give it.",
  calendar: "Calendar feeds (iCalendar) of a person's fixtures, sessions and duties.",
  'coach-reports': "Coaches' reports on the season: minutes played, attendance and results.",
  consents: 'Consents given for a child (photos, transport, medical care) and who gave them.',
  duties: "The duty rota: families' turns at a team's events (referee, oranges, kit), plans and swaps.",
  'duty-kinds': 'The kinds of duty the club asks families to take turns at.',
  'duty-swaps': 'Answers to a request to swap a duty with another family.',
  families: 'Families: children and their parents, added in one go.',
  features: 'Which optional features this installation has set up (email, push notifications).',
  formations: 'Formations a lineup can use, with their positions on the pitch.',
  health: 'Whether the server and its database are up, for monitoring.',
  identities: "Sign-in identities from the club's OpenID provider, linked to accounts by an admin.",
  import: 'Players and fixtures imported from a CSV file: a preview first, then the import.',
  inbox: "The signed-in person's messages and notices from the club.",
  invitations: 'Accepting an emailed invitation by choosing a password.',
  kit: 'Kit orders and sizes.',
  lineups: "A match's lineup: the formation and which player plays where.",
  links: 'Emailed one-time links: password reset and email confirmation.',
  'live-links': 'Read-only links to follow a match live without an account, and what they show.',
  'match-types': 'Kinds of match (league, cup, friendly…).',
  matches: 'Fixtures and results: matches, their events (goals, cards, substitutions), squads and reminders.',
  messages: 'Messages from the club to teams and families, and those sent.',
  metrics: 'Prometheus metrics of the server, for operators.',
  'minutes-limits': 'The most minutes a player may play in a day, by age group.',
  money: 'Subscriptions and fees: charges, payments, bank statements and balances per family.',
  oidc: "Signing in with the club's own accounts (OpenID Connect).",
  'opposition-teams': 'Teams the club plays against, with their grounds.',
  ops: "Operators' actions: backups, password resets and removing the demo data.",
  outbox: 'Emails waiting to be sent or sent, for admins to check.',
  password: "'Forgot password?': a reset link by email.",
  'player-targets': "Players' development targets set by their coaches.",
  players: 'Players: their records, teams, statistics, playing time and what their coaches and parents see.',
  qualifications: "Adults' checks and courses (DBS, safeguarding, first aid) and when they expire.",
  safeguarding: "The welfare officer's views: medical details and consents read, and who read them.",
  seasons: 'Seasons, the current one, and the rollover to the next.',
  settings: "The club's settings an admin changes without a restart: name, logo, time zone, email.",
  'team-coaches': 'Which coaches coach which team.',
  teams: "The club's teams, their kit and how their matches are played.",
  trainings: 'Training sessions.',
  unsubscribe: 'Unsubscribing from emails by the link in an email.',
  users: 'Accounts: people, their roles and user types, and the players they are linked to.',
  webhooks: "Webhooks: the club's other systems told of fixtures, results and squads as they change.",
};

interface Tagged {
  tags?: { name: string; description?: string }[];
}

/** Gives every tag its area's description (an area without one keeps none, and the lint says so). */
export function describeTags<T extends object>(document: T): T {
  const tagged = document as Tagged;
  tagged.tags = tagged.tags?.map((tag) => {
    const description = areaDescriptions[tag.name];
    return description ? { ...tag, description } : tag;
  });
  return document;
}

/** Every `$ref` to a named schema in a part of the document. */
function schemaRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) schemaRefs(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        found.add(child.slice('#/components/schemas/'.length));
      } else schemaRefs(child, found);
    }
  }
}

interface WithSchemas {
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Keeps the named schemas something refers to (from the paths, the shared responses, or another kept schema).
 * fastify-type-provider-zod lists every registered schema twice, as it is read (`TeamInput`) and as it is answered
 * (`Team`); most are used only one way.
 */
export function dropUnusedSchemas<T extends object>(document: T): T {
  const components = (document as WithSchemas).components;
  const schemas = components?.schemas;
  if (!components || !schemas) return document;
  const used = new Set<string>();
  schemaRefs({ ...document, components: { ...components, schemas: {} } }, used);
  const queue = [...used];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const more = new Set<string>();
    schemaRefs(schemas[name], more);
    for (const next of more) {
      if (!used.has(next)) {
        used.add(next);
        queue.push(next);
      }
    }
  }
  components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return document;
}
