/** Hands out Drupal-style sequential ids per entity type, skipping ids that records fixed themselves. */
export class IdAllocator {
  private readonly next = new Map<string, number>();
  private readonly taken = new Map<string, Set<number>>();

  constructor(private readonly start = 1) {}

  /** Claims a fixed id; false when it is already taken for that entity type. */
  reserve(entityType: string, id: number): boolean {
    const taken = this.takenFor(entityType);
    if (taken.has(id)) return false;
    taken.add(id);
    return true;
  }

  allocate(entityType: string): number {
    const taken = this.takenFor(entityType);
    let candidate = this.next.get(entityType) ?? this.start;
    while (taken.has(candidate)) candidate += 1;
    taken.add(candidate);
    this.next.set(entityType, candidate + 1);
    return candidate;
  }

  private takenFor(entityType: string): Set<number> {
    let taken = this.taken.get(entityType);
    if (taken === undefined) {
      taken = new Set();
      this.taken.set(entityType, taken);
    }
    return taken;
  }
}
