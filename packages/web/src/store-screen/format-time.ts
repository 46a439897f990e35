// Times on the store screen: the counter's own clock face (the tablet is in the store).
export const formatTime = (epochMs: number, locale = 'en-US'): string => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(epochMs);
