// The device-port contracts on the domain's own implementations: the in-memory RecentPlaces and the
// position of a device that never gives one (channels without a browser), and the test doubles of
// test-support.ts that the opening rule's tests stand on.
import { createMemoryRecentPlaces, NO_DEVICE_POSITION } from './device-ports';
import { describeDevicePositionContract, describeRecentPlacesContract } from './device-ports.contract';
import { stubPorts } from './test-support';

describeRecentPlacesContract('in memory', () => {
  const places = createMemoryRecentPlaces();
  // Held by the object: the next visit is the same object.
  return { open: () => places };
});

describeRecentPlacesContract('test double (stubPorts)', () => {
  const { recentPlaces } = stubPorts();
  return { open: () => recentPlaces };
});

describeDevicePositionContract('a device that never gives its position (NO_DEVICE_POSITION)', {
  on: () => ({ position: NO_DEVICE_POSITION, prompts: () => 0 }),
  covers: (d) => d.fix === 'none',
});

// The double gives the position it was made with, without asking: a device where location is allowed, or
// one where it is refused or unavailable (no position); never a prompt.
describeDevicePositionContract('test double (stubPorts)', {
  on: (d) => {
    const located = d.permission === 'granted' && typeof d.fix === 'object';
    return { position: stubPorts(located ? { position: d.fix as { latitude: number; longitude: number } } : {}).position, prompts: () => 0 };
  },
  covers: (d) => d.fix === 'none' || d.permission !== 'prompt',
});
