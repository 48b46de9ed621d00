/** Spec: a ticket's number as clients see it, "#" and the last five characters of its ticketId ("#00231"). */
export const ticketNumber = (ticketId: number | string) => `#${String(ticketId).slice(-5)}`;
