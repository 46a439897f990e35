// `npm start`'s server process: the API, the database and the built web app on one port.
import { readSettings, SettingsError, type ServerSettings } from './config';
import { describeTarget } from './db/database';
import { startServer } from './start';

const settingsOrExit = (): ServerSettings => {
  try {
    return readSettings();
  } catch (e) {
    if (!(e instanceof SettingsError)) throw e;
    for (const problem of e.problems) console.error(`✗ ${problem}`);
    process.exit(1);
  }
};
const settings = settingsOrExit();
const { app } = await startServer(settings);
const address = await app.listen({ port: settings.port, host: settings.host });
const port = Number(new URL(address).port);
// One machine-readable line first (the tests read it to find a port chosen by the system), then words for people.
console.log(JSON.stringify({ listening: `http://127.0.0.1:${port}` }));
console.log(`› Crema is running at http://localhost:${port}/ on ${describeTarget(settings.database)} (Ctrl+C to stop)`);

// A stop (SIGTERM from a process manager, Ctrl+C) takes no new connection, lets requests in flight finish and
// closes the database; past the deadline (CREMA_SHUTDOWN_DEADLINE_MS, 10 s) the process ends anyway, with 1.
const stop = async (): Promise<void> => {
  setTimeout(() => {
    console.error(`✗ stopped after ${settings.shutdownDeadlineMs} ms with requests still open`);
    process.exit(1);
  }, settings.shutdownDeadlineMs).unref();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
