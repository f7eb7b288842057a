/** Warship systems: pure state and functions for reactor, sensors, velocity, engines, thrusters, turns, hull, crippled, initiative. */
export * from './result';
export * from './reactor';
export * from './sensors';
export * from './velocity';
export * from './engines';
export * from './thrusters';
export * from './turns';
export * from './hull';
export * from './crippled';
export * from './initiative';
