/** The learner's IANA time zone as the browser knows it (their days, never UTC days); Asia/Tokyo if it names none. */
export const learnerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Tokyo';
