import { FORGOT_PASSWORD_JOB, sendResetLinks } from '../auth/forgot-password';
import { emailAnswerRequests, type NoticeContext } from './answer-requests';
import { CLUB_MESSAGE_JOB, emailClubMessage, type ClubMessageJob } from './club-messages';
import { ANSWERS_JOB, type AnswersJob } from './planner';
import { FIXTURE_CHANGE_JOB, tellFixtureChange } from './fixture-changes';
import { announceSquad, SQUAD_JOB } from './squad-announcements';
import { tellUpgrade, UPGRADE_NOTICE_JOB } from './upgrade-notice';
import { emailQualificationReminder, QUALIFICATION_REMINDER_JOB } from './qualification-reminders';
import { emailMedicalReview, MEDICAL_REVIEW_JOB } from './medical-reviews';
import { MATCH_DAY_JOB, tellMatchDay } from './match-day';
import { PAYMENT_REQUEST_JOB, requestPayment } from './payment-requests';
import { DUTY_REMINDER_JOB, DUTY_SWAP_JOB, remindDuty, tellDutySwap } from './duty-notices';
import type { JobHandler } from './worker';

/** Every kind of job and what runs it. */
export function jobHandlers(notices: NoticeContext): Record<string, JobHandler> {
  return {
    [ANSWERS_JOB]: async (tx, payload) => {
      const job = payload as AnswersJob;
      await emailAnswerRequests(tx, notices, job.match_id, job.trigger);
    },
    [FIXTURE_CHANGE_JOB]: (tx, payload) => tellFixtureChange(tx, notices, payload),
    [SQUAD_JOB]: (tx, payload) => announceSquad(tx, notices, payload),
    [FORGOT_PASSWORD_JOB]: (tx, payload) => sendResetLinks(tx, notices.mail, payload, notices.language),
    [UPGRADE_NOTICE_JOB]: (tx, payload) => tellUpgrade(tx, payload),
    [CLUB_MESSAGE_JOB]: async (tx, payload) => {
      await emailClubMessage(tx, notices, (payload as ClubMessageJob).message_id);
    },
    [QUALIFICATION_REMINDER_JOB]: async (tx, payload) => {
      await emailQualificationReminder(tx, notices, payload);
    },
    [MEDICAL_REVIEW_JOB]: async (tx, payload) => {
      await emailMedicalReview(tx, notices, payload);
    },
    [MATCH_DAY_JOB]: async (tx, payload) => {
      await tellMatchDay(tx, notices, payload);
    },
    [PAYMENT_REQUEST_JOB]: async (tx, payload) => {
      await requestPayment(tx, notices, payload);
    },
    [DUTY_REMINDER_JOB]: async (tx, payload) => {
      await remindDuty(tx, notices, payload);
    },
    [DUTY_SWAP_JOB]: async (tx, payload) => {
      await tellDutySwap(tx, notices, payload);
    },
  };
}
