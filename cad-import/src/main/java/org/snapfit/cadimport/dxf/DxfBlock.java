package org.snapfit.cadimport.dxf;

import java.util.List;
import org.snapfit.algebra.number.Rational;

/**
 * A BLOCK definition: name, base point and its raw entities.
 *
 * @param name the block name
 * @param baseX the base point x
 * @param baseY the base point y
 * @param line the line of the BLOCK entity
 * @param entities the entities between BLOCK and ENDBLK
 */
record DxfBlock(String name, Rational baseX, Rational baseY, int line, List<DxfEntity> entities) {
}
