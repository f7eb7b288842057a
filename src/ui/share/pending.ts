/**
 * "N actions waiting" (issue 26): the actions of this tablet the sync server has not confirmed holding. Each action
 * sent is one change of the shared document (its hash); the server confirms by the heads it reports after a sync
 * round (Automerge Repo's remote heads of the server's storage). A change is held once the server's heads name it,
 * or name a later change of this tablet (each of ours builds on the one before), or include every head of ours (the
 * server has all this tablet has). Reconnecting alone confirms nothing. Pure, engine-neutral.
 */
export class PendingChanges {
  private hashes: string[];

  constructor(saved: readonly string[] = []) {
    this.hashes = [...saved];
  }

  /** This tablet sent an action: the hashes its change added to the document's heads. */
  sent(newHeads: readonly string[]): void {
    for (const h of newHeads) if (!this.hashes.includes(h)) this.hashes.push(h);
  }

  /** The server reported its heads; `mine` are this tablet's heads now. */
  confirm(serverHeads: readonly string[], mine: readonly string[]): void {
    const theirs = new Set(serverHeads);
    if (mine.length > 0 && mine.every((h) => theirs.has(h))) {
      this.hashes = [];
      return;
    }
    let last = -1;
    this.hashes.forEach((h, i) => {
      if (theirs.has(h)) last = i;
    });
    this.hashes = this.hashes.slice(last + 1);
  }

  get count(): number {
    return this.hashes.length;
  }

  list(): string[] {
    return [...this.hashes];
  }
}
