// The query keys of what this browser keeps offline (./kept-events-query.ts), apart from its code so the
// first screen can refresh them without loading it.
export const offlineKeys = {
  all: ['offline'] as const,
  kept: () => [...offlineKeys.all, 'kept'] as const,
  usage: () => [...offlineKeys.all, 'usage'] as const,
  trip: (tripId: string) => [...offlineKeys.all, 'trip', tripId] as const,
}
