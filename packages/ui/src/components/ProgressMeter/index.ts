export { METER_ARC_DEGREES, ProgressMeter, type ProgressMeterProps } from './ProgressMeter';
