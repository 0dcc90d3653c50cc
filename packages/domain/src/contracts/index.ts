import { matchTypeContracts } from './match-types';
import { matchContracts } from './matches';
import { oppositionTeamContracts } from './opposition-teams';
import { playerContracts } from './players';
import { seasonContracts } from './seasons';
import { rolloverContracts } from './rollover';
import { teamContracts } from './teams';
import { trainingContracts } from './trainings';
import { userContracts } from './users';
import { accountContracts } from './account';
import { auditContracts } from './audit';
import { authContracts } from './auth';
import { availabilityContracts } from './availability';
import { calendarContracts } from './calendar';
import { dataRightsContracts } from './data-rights';
import { lineupContracts } from './lineups';
import { selectionContracts } from './selection';
import { opsContracts } from './ops';
import { outboxContracts } from './outbox';
import { familyContracts } from './families';
import { importContracts } from './import';
import { systemContracts } from './system';
import { fixtureAnswerContracts } from './fixture-answers';
import { squadContracts } from './squad';
import { teamCoachContracts } from './team-coaches';
import { emailPreferenceContracts } from './email-preferences';
import { messageContracts } from './messages';
import { liveLinkContracts } from './live-links';
import { rotationContracts } from './rotation';
import { festivalContracts } from './festival';
import { medicalContracts } from './medical';
import { consentContracts } from './consents';
import { qualificationContracts } from './qualifications';
import { safeguardingContracts } from './safeguarding';
import { moneyContracts } from './money';
import { kitContracts } from './kit';
import { dutyContracts } from './duties';
import { settingsContracts } from './settings';
import { integrationContracts } from './integrations';
import { oidcContracts } from './oidc';
// Match events, the live stream, statistics, targets and coach reports.
import { coachReportContracts } from './coach-reports';
import { matchEventContracts } from './match-events';
import { matchStreamContracts } from './match-stream';
import { playerTargetContracts } from './player-targets';
import { statisticsContracts } from './statistics';

export * from './contract';
// The areas the login page calls, for its bundle: importing `contracts` would take in every area's schemas.
export { accountContracts, authContracts, oidcContracts, systemContracts, userContracts };

/** Every endpoint of the API, by area. */
export const contracts = {
  teams: teamContracts,
  players: playerContracts,
  seasons: seasonContracts,
  rollover: rolloverContracts,
  duties: dutyContracts,
  matchTypes: matchTypeContracts,
  oppositionTeams: oppositionTeamContracts,
  trainings: trainingContracts,
  matches: matchContracts,
  users: userContracts,
  availability: availabilityContracts,
  lineups: lineupContracts,
  selection: selectionContracts,
  dataRights: dataRightsContracts,
  calendar: calendarContracts,
  audit: auditContracts,
  auth: authContracts,
  system: systemContracts,
  ops: opsContracts,
  account: accountContracts,
  outbox: outboxContracts,
  families: familyContracts,
  import: importContracts,
  fixtureAnswers: fixtureAnswerContracts,
  squad: squadContracts,
  teamCoaches: teamCoachContracts,
  emailPreferences: emailPreferenceContracts,
  messages: messageContracts,
  matchEvents: matchEventContracts,
  matchStream: matchStreamContracts,
  statistics: statisticsContracts,
  playerTargets: playerTargetContracts,
  coachReports: coachReportContracts,
  liveLinks: liveLinkContracts,
  rotation: rotationContracts,
  festival: festivalContracts,
  medical: medicalContracts,
  consents: consentContracts,
  qualifications: qualificationContracts,
  safeguarding: safeguardingContracts,
  money: moneyContracts,
  kit: kitContracts,
  settings: settingsContracts,
  integrations: integrationContracts,
  oidc: oidcContracts,
};
