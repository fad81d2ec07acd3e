/** The order shapes the tracking calls answer (core's response schemas; money in dollars, as the API speaks). */
import type { CustomOrderDto, RegularOrderDto } from '../../../core/schemas/orders';

export type RegularOrder = RegularOrderDto;
export type CustomOrder = CustomOrderDto;
export type PinDesign = CustomOrder['pinDesigns'][number];

export type OrderKind = 'custom' | 'regular';
