import { policies } from '../../config/policies';
import { discoveryOffer } from '../../config/pricing';
import { englishDuration } from '../../i18n/duration-en';

/** The periods the English copy quotes, written from the config. */
export const discoveryLength = englishDuration(discoveryOffer.hours, 'hour');
/** Before a noun: 'a free two-hour discovery session'. */
export const discoveryLengthBefore = englishDuration(discoveryOffer.hours, 'hour', 'adjective');
export const noticePeriod = englishDuration(policies.noticeHours, 'hour');
/** 'a 48-hour cancellation notice'. */
export const noticePeriodBefore = englishDuration(policies.noticeHours, 'hour', 'adjective');
/** "48 hours' notice". */
export const noticeGiven = `${englishDuration(policies.noticeHours, 'hour', 'possessive')} notice`;
export const replyTime = englishDuration(policies.replyHours, 'hour');
export const refundTime = englishDuration(policies.refundDays, 'day');
export const dataRequestTime = englishDuration(policies.dataRequestDays, 'day');
