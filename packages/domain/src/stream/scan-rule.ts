// When the home page needs the member's primary card: the scan buttons (the quick actions and the expiring-Stars
// cards, spec sections 2 and 9) open that card's pay overlay, and nothing else does.

/**
 * A member, at every width: the quick actions' scan button heads their home on a desktop too (issue #32; it was
 * looked up on a desktop only once an expiring-Stars card offered a scan, so a desktop home had no 'Scan to pay').
 * A guest never: nothing of theirs scans.
 */
export const needsPrimaryCard = (c: { readonly signedIn: boolean }): boolean => c.signedIn;
