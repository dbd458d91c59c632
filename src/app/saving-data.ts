interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** A visitor who asked to save data, or is on a 2G-class connection, downloads only what they open. */
export function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
