import type { StudentsDeps } from './deps.ts';
import { StudentStatus } from './student-status.ts';

/** Students and graduates of the group's app: their status, their details, the graduate choice. */
export interface StudentServices {
  status: StudentStatus;
}

export function createStudentServices(deps: StudentsDeps): StudentServices {
  return { status: new StudentStatus(deps) };
}
