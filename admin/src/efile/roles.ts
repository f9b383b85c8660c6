/** The roles the recorder's review is for (the server refuses the others). */
export const reviewRoles: readonly string[] = ['TRIMIN', 'COUNTY'];

export const isReviewer = (role: string | undefined | null) => Boolean(role && reviewRoles.includes(role));
