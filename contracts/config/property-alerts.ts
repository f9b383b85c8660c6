import { z } from 'zod';
import { alertMessages } from '../alerts/messages';
import { flag, wholeNumber } from './fields';

/**
 * Ours (issue 29): whether the county offers property alerts, and the hour (on the county's clock) the daily
 * alert emails go. Off: the subscribe and confirm calls answer that they are not offered, the portal hides its
 * links and card, and no alert is sent. The home card is homeSelections'.
 */
export const propertyAlertsSchema = z.object({
  enabled: flag(true),
  dailyHour: wholeNumber({ min: 0, max: 23, message: alertMessages.dailyHour.text }, 7),
});
