import { z } from 'zod';
import { ROLES } from './rules/roles.js';

export const roleSchema = z.enum(ROLES);
