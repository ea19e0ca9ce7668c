import { todayInAmsterdam, type CalendarDate } from '@portal/contract/rules';
import { useState } from 'react';

/**
 * Today in the Netherlands, fixed for the life of the screen: a screen left open past midnight
 * keeps one consistent idea of which months are open until it is opened again.
 */
export function useToday(): CalendarDate {
  return useState(todayInAmsterdam)[0];
}
