// The published alert criteria (issue 16): when an activated destination gets a message about an
// account. Shown by list_alert_destinations and test_alert_destination, and in the README.
export const ALERT_LOOKBACK_MS = 24 * 3_600_000; // hot-page visits counted from the last 24 hours
export const ALERT_COOLDOWN_MS = 24 * 3_600_000; // at most one alert per account per destination per day
export const ALERT_RETRY_AFTER_FAILURE_MS = 15 * 60_000; // a failed post is retried after 15 minutes
export const ALERT_MAX_PER_RUN = 20; // per destination per run, highest intent first: a burst is not a flood
/** classifications that never alert (competitors browsing and excluded accounts are not sales signals) */
export const ALERT_SILENT_CLASSIFICATIONS = ['competitor', 'excluded'] as const;

export const ALERT_CRITERIA =
  'An account matches an activated destination when its intent score is at or above the destination threshold, ' +
  'someone from it viewed an intent page (hot page) in the last 24 hours, it is not classified competitor or excluded, ' +
  'and it is within the plan cap. The destination is alerted when an account crosses into matching (checked after every ' +
  'identification run), not again while it keeps matching, and at most once per account per 24 hours; when a destination ' +
  `is activated, only the ${ALERT_MAX_PER_RUN} highest-intent accounts already matching are posted.`;
