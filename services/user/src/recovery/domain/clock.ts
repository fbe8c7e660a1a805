/** The reset flow's time source; tests replace `now` to move past a code's expiry. */
export const clock = {
  now: (): Date => new Date(),
};
