// Projects run by jest-light-runner (plain Node, no vm context per file): tsx compiles the TypeScript they import.
import { register as registerEsm } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';

registerEsm();
registerCjs();
