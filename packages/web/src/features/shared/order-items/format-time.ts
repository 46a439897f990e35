// Times on the order page: the browser's own clock face (the customer is at or near the store).
export const formatTime = (epochMs: number, locale = 'en-US'): string => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(epochMs);
