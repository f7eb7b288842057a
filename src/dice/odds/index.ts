/** Exact dice odds shared by every game: binomial/trinomial counts, convolution, caps, percentiles, joint counts. */
export * from './dist';
