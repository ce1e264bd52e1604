/** The periods of the business owner's place analytics (days, today included). Shared by page and query. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
