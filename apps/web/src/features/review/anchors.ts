/** Where a campaign's card is in the review queue, for a creative's link to it. */
export const orderAnchor = (id: number) => `review-order-${id}`;
