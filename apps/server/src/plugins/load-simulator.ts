// Loads a module of the simulators' workspace (apps/simulators, ADR 050), which a release may leave out: with
// PAYMENT_SIMULATORS on and the workspace missing, the process stops with a message saying so.
export async function loadSimulator<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new Error(
        'PAYMENT_SIMULATORS is on, but the payment simulators (workspace apps/simulators, package @atelje/simulators) are not installed. Install them (npm ci in a full checkout) or set PAYMENT_SIMULATORS=false.',
        { cause: error },
      );
    }
    throw error;
  }
}
