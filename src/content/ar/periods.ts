import { policies } from '../../config/policies';
import { discoveryOffer } from '../../config/pricing';
import { arabicDuration } from '../../i18n/duration-ar';

/**
 * The periods the Arabic copy quotes, written from the config. The session's
 * length comes in both cases ('مدتها ساعتان'، 'في ساعتين'); the others always
 * follow a preposition (قبل، خلال).
 */
export const discoveryLength = arabicDuration(discoveryOffer.hours, 'hour');
export const discoveryLengthOblique = arabicDuration(discoveryOffer.hours, 'hour', 'oblique');
export const noticePeriod = arabicDuration(policies.noticeHours, 'hour', 'oblique');
export const replyTime = arabicDuration(policies.replyHours, 'hour', 'oblique');
export const refundTime = arabicDuration(policies.refundDays, 'day', 'oblique');
export const dataRequestTime = arabicDuration(policies.dataRequestDays, 'day', 'oblique');
