package org.snapfit.cadimport.dxf;

/**
 * One group (code and value) of a DXF file, with the 1-based line of its code.
 *
 * @param code the group code
 * @param value the value text, as written (trailing carriage return removed)
 * @param line the line of the group code
 */
record DxfGroup(int code, String value, int line) {

    /**
     * The value without surrounding white space.
     *
     * @return the trimmed value
     */
    String trimmed() {
        return value.strip();
    }
}
