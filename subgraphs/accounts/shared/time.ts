// Time constants and formats the jobs and the pipeline share.

export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DDTHH:mm:ss.sss+00:00': ISO 8601 with an explicit offset (spec 2.8 identified_at) */
export const isoWithOffset = (d: Date): string => d.toISOString().replace(/Z$/, '+00:00');
