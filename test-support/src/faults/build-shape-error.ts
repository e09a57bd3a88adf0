/**
 * A built remote does not have the shape a fault injector rewrites: the
 * bundler's output changed. Said loudly, so a fault test never passes by
 * rewriting nothing.
 */
export class BuildShapeError extends Error {
  override readonly name = 'BuildShapeError';
}

export const isBuildShapeError = (error: unknown): error is BuildShapeError => (error as Error | null)?.name === 'BuildShapeError';
