#import "NSString+DLVLocalization.h"

@implementation NSString (DLVLocalization)

- (NSString *)dlv_localized {
    return NSLocalizedStringFromTable(self, @"Delivery", nil);
}

@end
