/** The learner's IANA time zone as the browser knows it (issue 40: days are theirs, never UTC days). */
export const learnerTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Tokyo';
  } catch {
    return 'Asia/Tokyo';
  }
};
